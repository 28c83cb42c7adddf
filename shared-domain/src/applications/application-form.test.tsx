import { useLayoutEffect, useState } from 'react';
import { FormProvider, useForm } from '@panel/shared-core/record';
import { act, fireEvent, renderWithProviders, screen } from '@panel/shared-core/testing';
import { loadDomainLocales } from '../testing';
import { ApplicationFields, toApplicationValues } from './application-form';

// Counts the fields' renders: each kit field calls useController once per render.
const mockRenders = { fields: 0, names: [] as string[] };
jest.mock('react-hook-form', () => {
  const actual = jest.requireActual<typeof import('react-hook-form')>('react-hook-form');
  return {
    ...actual,
    useController: (...args: Parameters<typeof actual.useController>) => {
      mockRenders.fields += 1;
      mockRenders.names.push(args[0].name);
      return actual.useController(...args);
    },
  };
});

const OPTIONS = { languages: [], categories: [], templates: [], domains: [], pixels: [] };
const resources = loadDomainLocales();

function Screen() {
  const form = useForm({ defaultValues: toApplicationValues({ defaults: {} }) });
  const [renders, setRenders] = useState(0);
  return (
    <FormProvider {...form}>
      <ApplicationFields options={OPTIONS} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        draw the screen again ({renders})
      </button>
    </FormProvider>
  );
}

describe('ApplicationFields', () => {
  it('is not drawn again when the screen around it is, with the same options', async () => {
    renderWithProviders(<Screen />, { language: 'en', resources });
    await screen.findByRole('textbox', { name: /name/i });
    const before = mockRenders.fields;
    expect(before).toBeGreaterThan(0);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /draw the screen again/ }));
    });
    expect(screen.getByRole('button', { name: 'draw the screen again (1)' })).toBeInTheDocument();
    expect(mockRenders.fields).toBe(before);
  });

  it("draws the fields a laptop's screen shows first, and the ones below its fold in the render after", async () => {
    mockRenders.names = [];
    let firstCommit: string[] = [];
    function FirstCommit() {
      useLayoutEffect(() => {
        firstCommit = [...mockRenders.names];
      }, []);
      return null;
    }
    function Form() {
      const form = useForm({ defaultValues: toApplicationValues({ defaults: {} }) });
      return (
        <FormProvider {...form}>
          <ApplicationFields options={OPTIONS} />
          <FirstCommit />
        </FormProvider>
      );
    }
    renderWithProviders(<Form />, { language: 'en', resources });
    expect(await screen.findByRole('textbox', { name: /description/i })).toBeInTheDocument();
    expect(firstCommit).toEqual(expect.arrayContaining(['name', 'developer_name', 'icon_url']));
    for (const below of ['description', 'rating', 'installs_label', 'language', 'offer_url'])
      expect(firstCommit).not.toContain(below);
    expect(mockRenders.names).toEqual(expect.arrayContaining(['description', 'rating', 'installs_label']));
  });
});
