import { pixelCalls, type Pixel } from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record-data';

// The pixels calls, their shapes and rules are the contract's (@panel/contract, pixels.ts).
export {
  PIXEL_LIMITS,
  pixelIdProblem,
  type Pixel,
  type PixelBody,
  type PixelCreateAnswer,
  type PixelEditAnswer,
  type PixelFormOptions,
  type PixelType,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const pixels = defineResource<Pixel>({
  key: ['client', 'pixels'],
  create: pixelCalls.create,
  edit: pixelCalls.edit,
  store: pixelCalls.store,
  update: pixelCalls.update,
  listings: [{ name: 'pixels' }, { name: 'application' }],
});

export const pixelActions = { destroy: pixelCalls.destroy };

export const pixelsApi = {
  /** What deleting the pixel would affect: the applications that use it. */
  async deletionImpact(id: number): Promise<{ applications: { id: number; name: string }[] }> {
    const { data } = await callApi(pixelCalls.deletion, { params: { id } });
    return { applications: data.applications };
  },
};
