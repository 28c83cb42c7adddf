import { http } from '@panel/shared-core';
import { defineResource, type RecordCall } from '@panel/shared-core/record-data';
import type { PixelEditAnswer } from '@panel/contract';

// The shapes of the pixels calls are the contract's own (docs/api-contract.md, "Pixels"), shared with the server.
export type {
  Pixel,
  PixelBody,
  PixelCreateAnswer,
  PixelEditAnswer,
  PixelFormOptions,
  PixelType,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const pixels = defineResource<PixelEditAnswer['data']>({
  key: ['client', 'pixels'],
  create: '/client/pixels/create',
  edit: '/client/pixels/{id}/edit',
  store: '/client/pixels/store',
  update: { method: 'PUT', url: '/client/pixels/{id}/update' },
  listings: [{ name: 'pixels' }, { name: 'application' }],
});

export const pixelActions = {
  destroy: { method: 'DELETE', url: '/client/pixels/{id}/destroy' },
} as const satisfies Record<string, RecordCall>;

export const pixelsApi = {
  /** What deleting the pixel would affect: the applications that use it. */
  async deletionImpact(id: number): Promise<{ applications: { id: number; name: string }[] }> {
    const { data } = await http.get<{ data?: { applications?: { id: number; name: string }[] } }>(
      `/client/pixels/${id}/delete`,
    );
    return { applications: data?.data?.applications ?? [] };
  },
};
