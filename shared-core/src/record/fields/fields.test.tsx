import type { ReactNode } from 'react';
import {
  DateField,
  DateRangeField,
  DateTimeField,
  FormProvider,
  ImageField,
  ImageListField,
  MoneyField,
  MultiSelectField,
  NumberField,
  RatingField,
  RepeatableField,
  SecretField,
  SelectField,
  SwitchField,
  TagsField,
  TextField,
  TextareaField,
  useForm,
  z,
  zodResolver,
} from '@panel/shared-core/record';
import {
  fakeApi,
  fireEvent,
  json,
  renderWithProviders,
  screen,
  waitFor,
  within,
  type FakeApi,
} from '@panel/shared-core/testing';

type Values = Record<string, unknown>;

function Harness({
  defaults,
  children,
  onSubmit,
  schema,
}: {
  defaults: Values;
  children: ReactNode;
  onSubmit: (values: Values) => void;
  schema?: z.ZodType<Values, Values>;
}) {
  const form = useForm<Values>({
    defaultValues: defaults,
    resolver: schema ? (zodResolver(schema as never) as never) : undefined,
    mode: 'onTouched',
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        {children}
        <button type="submit">Submit</button>
        <button
          type="button"
          onClick={() => form.setError('server', { type: 'server', message: 'From the server' })}
        >
          Fail
        </button>
      </form>
    </FormProvider>
  );
}

function setup(
  defaults: Values,
  children: ReactNode,
  schema?: z.ZodType<Values, Values>,
  language: 'en' | 'ru' = 'en',
) {
  const onSubmit = jest.fn();
  const result = renderWithProviders(
    <Harness defaults={defaults} onSubmit={onSubmit} schema={schema}>
      {children}
    </Harness>,
    { language },
  );
  const submit = async () => {
    await result.user.click(screen.getByRole('button', { name: 'Submit' }));
  };
  const lastValues = () => onSubmit.mock.calls.at(-1)?.[0] as Values;
  return { ...result, submit, onSubmit, lastValues };
}

/** Clicks a date box and waits for the picker to take its place, focused. */
async function openPicker(user: ReturnType<typeof setup>['user'], name: string): Promise<HTMLElement> {
  const box = screen.getByRole('textbox', { name });
  if (box.hasAttribute('readonly')) await user.click(box);
  // The picker is a lazy chunk: on a loaded machine its first import takes longer than waitFor's default second.
  const input = await waitFor(
    () => {
      const found = screen.getByRole('textbox', { name });
      expect(found).not.toHaveAttribute('readonly');
      return found;
    },
    { timeout: 10_000 },
  );
  return input;
}

describe('the field kit', () => {
  it('TextField edits its value, shows the schema message and the server message on its field', async () => {
    const schema = z.object({ name: z.string().min(3, 'Too short'), server: z.string().optional() });
    const { user, submit, lastValues } = setup(
      { name: 'Al' },
      <>
        <TextField name="name" label="Name" required helperText="Your name" />
        <TextField name="server" label="Server field" type="url" />
      </>,
      schema as never,
    );
    const input = screen.getByRole('textbox', { name: /^Name/ });
    expect(input).toHaveValue('Al');
    await submit();
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'ice');
    await submit();
    await waitFor(() => expect(lastValues()).toMatchObject({ name: 'Alice' }));
    expect(screen.getByRole('textbox', { name: 'Server field' })).toHaveAttribute('inputmode', 'url');
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('From the server')).toBeInTheDocument();
  });

  it('TextareaField counts the characters left', async () => {
    const { user } = setup({ text: 'abc' }, <TextareaField name="text" label="Text" maxLength={10} />);
    expect(screen.getByText('7 characters left')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'defghij');
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });

  it('SecretField shows the stored mask and says that empty keeps it', async () => {
    const { submit, lastValues } = setup(
      { token: '' },
      <SecretField name="token" label="Token" masked="••••1234" />,
    );
    expect(screen.getByText('Stored: ••••1234. Leave empty to keep it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Token')).toHaveAttribute('placeholder', '••••1234');
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ token: '' }));
  });

  it('SelectField keeps the option value type and offers an empty choice when not required', async () => {
    const options = [
      { value: 1, label: 'one.example' },
      { value: 2, label: 'two.example' },
    ];
    const { user, submit, lastValues } = setup(
      { domain_id: 1 },
      <SelectField name="domain_id" label="Domain" options={options} placeholder="No domain" />,
    );
    const select = screen.getByRole('combobox', { name: 'Domain' });
    expect(select).toHaveValue('1');
    await user.selectOptions(select, 'two.example');
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ domain_id: 2 }));
    await user.selectOptions(select, 'No domain');
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ domain_id: null }));
  });

  it('MultiSelectField draws at most 100 choices plus the chosen ones, and the filter finds the rest', async () => {
    const options = Array.from({ length: 1200 }, (_, i) => ({ value: i + 1, label: `App ${i + 1}` }));
    const { user, submit, lastValues } = setup(
      { application_ids: [1150] },
      <MultiSelectField name="application_ids" label="Applications" options={options} />,
    );
    // The first hundred, and the chosen 1150 (so it can be unchosen) among 1,200.
    expect(screen.getAllByRole('checkbox')).toHaveLength(101);
    expect(screen.getByRole('checkbox', { name: 'App 1150' })).toBeChecked();
    expect(screen.getByTestId('options-hidden')).toHaveTextContent('1100 more are not shown');
    await user.type(screen.getByRole('searchbox', { name: /Filter the choices/ }), 'App 1199');
    await user.click(screen.getByRole('checkbox', { name: 'App 1199' }));
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ application_ids: [1150, 1199] }));
  });

  it('MultiSelectField toggles options by their own values and filters a long list', async () => {
    const options = Array.from({ length: 10 }, (_, i) => ({
      value: i + 1,
      label: `Pixel ${i + 1}`,
      type: 'tiktok',
    }));
    const { user, submit, lastValues } = setup(
      { pixel_ids: [2] },
      <MultiSelectField name="pixel_ids" label="Pixels" options={options} describe={(o) => String(o.type)} />,
    );
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Pixel 5/ }));
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ pixel_ids: [2, 5] }));
    await user.type(screen.getByRole('searchbox', { name: /Filter the choices/ }), 'Pixel 1');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('SwitchField turns a boolean on and off', async () => {
    const { user, submit, lastValues } = setup({ on: false }, <SwitchField name="on" label="Enabled" />);
    await user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ on: true }));
  });

  it('NumberField reads typed numbers, and empty is null', async () => {
    const { user, submit, lastValues } = setup(
      { likes: 3 },
      <NumberField name="likes" label="Likes" min={0} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Likes' });
    await user.clear(input);
    // One key per call: user-event loses its caret when the number machine writes the input between two keys of one
    // call (jsdom only; typing "3.7" into the rating of the real form is checked in Chromium).
    await user.type(input, '4');
    await user.type(input, '2');
    await user.tab();
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ likes: 42 }));
    await user.clear(input);
    await user.tab();
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ likes: null }));
  });

  it("NumberField's steppers are named in the panel's language", () => {
    setup({ likes: 3 }, <NumberField name="likes" label="Likes" min={0} />, undefined, 'ru');
    const root = screen.getByRole('spinbutton').closest('[data-scope="number-input"][data-part="root"]')!;
    const labels = [...root.querySelectorAll('[data-part$="-trigger"]')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['Увеличить', 'Уменьшить']);
  });

  it('NumberField keeps a typed number out of range for the rule to name, instead of changing it', async () => {
    const schema = z.object({ rating: z.number().max(5, 'From 1 to 5 stars') });
    const { user, submit, lastValues } = setup(
      { rating: 4 },
      <NumberField name="rating" label="Rating" min={1} max={5} />,
      schema as never,
    );
    const input = screen.getByRole('spinbutton', { name: 'Rating' });
    // The typed key replaces the selected "4" (no clear in between: the number machine writes the input after a clear,
    // and a key typed then may be lost in jsdom).
    await user.tripleClick(input);
    await user.keyboard('7');
    await waitFor(() => expect(input).toHaveValue('7'));
    await user.tab();
    expect(input).toHaveValue('7');
    await submit();
    await waitFor(() => expect(input).toHaveAccessibleDescription('From 1 to 5 stars'));
    expect(lastValues()).toBeUndefined();
  });

  it('NumberField keeps typed decimals beyond its precision when left, for the rule to name', async () => {
    const schema = z.object({
      rating: z.number().refine((v) => v * 10 === Math.round(v * 10), 'One decimal'),
    });
    const { user, submit, lastValues } = setup(
      { rating: 4 },
      <NumberField name="rating" label="Rating" min={1} max={5} step={0.1} fractionDigits={1} />,
      schema as never,
    );
    const input = screen.getByRole('spinbutton', { name: 'Rating' });
    await user.tripleClick(input);
    await user.paste('3.77');
    await waitFor(() => expect(input).toHaveValue('3.77'));
    await user.tab();
    expect(input).toHaveValue('3.77');
    await submit();
    await waitFor(() => expect(input).toHaveAccessibleDescription('One decimal'));
    expect(lastValues()).toBeUndefined();
  });

  it.each([
    ['en' as const, '4,7', '4.7'],
    ['ru' as const, '4.7', '4,7'],
  ])('NumberField in %s reads a pasted %s as %s', async (language, pasted, shown) => {
    const { user, submit, lastValues } = setup(
      { rating: 4 },
      <NumberField name="rating" label="Rating" step={0.1} fractionDigits={1} />,
      undefined,
      language,
    );
    const input = screen.getByRole('spinbutton', { name: 'Rating' });
    await user.tripleClick(input);
    await user.paste(pasted);
    await waitFor(() => expect(input).toHaveValue(shown));
    await user.tab();
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ rating: 4.7 }));
  });

  it('NumberField: the input itself is described by the hint and the error', async () => {
    const schema = z.object({
      likes: z
        .number({ error: 'Enter the likes' })
        .nullable()
        .refine((v) => v !== null, 'Enter the likes'),
    });
    const { submit } = setup(
      { likes: null },
      <NumberField name="likes" label="Likes" helperText="How many liked it" />,
      schema as never,
    );
    await submit();
    const input = screen.getByRole('spinbutton', { name: 'Likes' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('How many liked it Enter the likes'));
  });

  it('MoneyField keeps a decimal string and reads a comma as the separator', async () => {
    const { user, submit, lastValues } = setup(
      { amount: '' },
      <MoneyField name="amount" label="Amount" currency="USD" />,
    );
    expect(screen.getByText('USD')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '125,50');
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ amount: '125.50' }));
  });

  it('RatingField picks a number of stars', async () => {
    const { user, submit, lastValues } = setup({ rating: 2 }, <RatingField name="rating" label="Rating" />);
    // The stars arrive with their own chunk, the first time a form shows them.
    const stars = await screen.findAllByRole('radio');
    expect(stars).toHaveLength(5);
    await user.click(stars[3]!);
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ rating: 4 }));
  });

  it('DateField shows the day in the panel language and stores YYYY-MM-DD', async () => {
    const { user, submit, lastValues } = setup(
      { day: '2026-03-05' },
      <DateField name="day" label="Shown date" />,
    );
    // Until the user reaches for it, a read-only box shows the day; then the picker takes over, focused.
    expect(screen.getByRole('textbox', { name: 'Shown date' })).toHaveValue('03/05/2026');
    const input = await openPicker(user, 'Shown date');
    expect(input).toHaveValue('03/05/2026');
    await user.clear(input);
    await user.type(input, '12/24/2025{Enter}');
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ day: '2025-12-24' }));
  });

  it("DateTimeField's time box shows its pattern in the panel's language", () => {
    setup({ send_at: '' }, <DateTimeField name="send_at" label="Send at" />, undefined, 'ru');
    expect(screen.getByRole('textbox', { name: 'Время (ЧЧ:ММ)' })).toHaveAttribute('placeholder', 'чч:мм');
  });

  it('DateTimeField joins the picked day and a typed 24-hour time', async () => {
    const { user, submit, lastValues } = setup(
      { send_at: '2026-03-05T09:30' },
      <DateTimeField name="send_at" label="Send at" />,
    );
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('03/05/2026');
    const time = screen.getByRole('textbox', { name: 'Time (HH:mm)' });
    expect(time).toHaveValue('09:30');
    await user.clear(time);
    await user.type(time, '18:05');
    await user.tab();
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ send_at: '2026-03-05T18:05' }));
    // A time that is not one is not taken.
    await user.clear(screen.getByRole('textbox', { name: 'Time (HH:mm)' }));
    await user.type(screen.getByRole('textbox', { name: 'Time (HH:mm)' }), '25:99');
    await user.tab();
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ send_at: '2026-03-05T18:05' }));
  });

  it('DateRangeField keeps either end open', async () => {
    const { user, submit, lastValues } = setup(
      { period: null },
      <DateRangeField name="period" label="Period" />,
    );
    await user.type(await openPicker(user, 'To'), '06/30/2026{Enter}');
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ period: { from: undefined, to: '2026-06-30' } }));
    await user.type(await openPicker(user, 'From'), '06/01/2026{Enter}');
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ period: { from: '2026-06-01', to: '2026-06-30' } }));
  });

  it('TagsField adds the typed tag on Enter', async () => {
    const { user, submit, lastValues } = setup(
      { events: ['Lead'] },
      <TagsField name="events" label="Events" />,
    );
    // The tags input arrives with its own chunk; until then a read-only box shows the tags.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Events' })).not.toHaveAttribute('readonly'),
    );
    const input = screen.getByRole('textbox', { name: 'Events' });
    await user.type(input, 'Purchase{Enter}');
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ events: ['Lead', 'Purchase'] }));
  });

  it('RepeatableField adds, moves and removes groups of fields', async () => {
    const { user, submit, lastValues } = setup(
      { steps: [{ title: 'First' }] },
      <RepeatableField
        name="steps"
        label="Steps"
        addLabel="Add step"
        itemTitle={(index) => `Step ${index + 1}`}
        newItem={() => ({ title: '' })}
        renderItem={(index) => <TextField name={`steps.${index}.title`} label={`Title ${index + 1}`} />}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByRole('textbox', { name: 'Title 2' }), 'Second');
    await user.click(screen.getByRole('button', { name: 'Move Step 2 up' }));
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ steps: [{ title: 'Second' }, { title: 'First' }] }));
    await user.click(screen.getByRole('button', { name: 'Remove Step 1' }));
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ steps: [{ title: 'First' }] }));
  });

  it('RepeatableField leaves a new item quiet until its fields are visited, and shows every error on submit', async () => {
    const schema = z.object({
      steps: z.array(z.object({ wait: z.string(), title: z.string().min(1, 'Fill this in.') })),
    }) as unknown as z.ZodType<Values, Values>;
    const { user, submit, onSubmit } = setup(
      { steps: [{ wait: '0', title: 'First' }] },
      <RepeatableField
        name="steps"
        label="Steps"
        addLabel="Add step"
        itemTitle={(index) => `Step ${index + 1}`}
        newItem={() => ({ wait: '60', title: '' })}
        renderItem={(index) => (
          <>
            <TextField name={`steps.${index}.wait`} label={`Wait ${index + 1}`} />
            <TextField name={`steps.${index}.title`} label={`Title ${index + 1}`} />
          </>
        )}
      />,
      schema,
    );
    // Adding focuses the new step's first field; moving it checks the whole list.
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'Move Step 2 up' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title 2' })).toHaveValue('First'));
    // Nobody has been in the new step's title yet: no error shows for it.
    await waitFor(() => expect(screen.queryByText('Fill this in.')).not.toBeInTheDocument());

    // Visited and left empty: now it says so; and a submit shows everything.
    await user.click(screen.getByRole('textbox', { name: 'Title 1' }));
    await user.tab();
    expect(await screen.findByText('Fill this in.')).toBeInTheDocument();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('image fields', () => {
  let api: FakeApi;
  afterEach(() => api?.restore());

  const serveUploads = () => {
    let n = 0;
    api = fakeApi({
      'POST /common/file/upload': () => {
        n += 1;
        return json(200, {
          id: `f${n}`,
          name: 'pic.png',
          size: 10,
          mime: 'image/png',
          path: `tmp/f${n}/pic.png`,
          url: `/api/common/file/static/f${n}`,
        });
      },
      'POST /common/file/save-static': ({ body }) =>
        json(200, {
          path: String((body as { path: string }).path).replace('tmp/', 'static/'),
          url: `/api/static/${n}`,
        }),
    });
  };
  // A 1×1 PNG, padded to `size` bytes: the panel reads a chosen file's first bytes, as the server does.
  const PNG = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  const png = (name = 'icon.png', size = PNG.length) => {
    const bytes = new Uint8Array(Math.max(size, PNG.length));
    bytes.set(PNG);
    return new File([bytes], name, { type: 'image/png' });
  };
  const fileInput = (container: HTMLElement) =>
    container.querySelector('input[type="file"]') as HTMLInputElement;

  it('ImageField uploads a picked image, stores its address and removes it', async () => {
    serveUploads();
    const { user, submit, lastValues, container } = setup(
      { icon: '' },
      <ImageField name="icon" label="Icon" />,
    );
    await user.upload(fileInput(container), png());
    await waitFor(() =>
      expect(api.requests()).toEqual(['POST /common/file/upload', 'POST /common/file/save-static']),
    );
    expect(api.bodiesOf('POST /common/file/save-static')).toEqual([{ path: 'tmp/f1/pic.png' }]);
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ icon: '/api/static/1' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ icon: '' }));
  });

  it('ImageField refuses a file of another type or too large before sending anything', async () => {
    serveUploads();
    const { container } = setup({ icon: '' }, <ImageField name="icon" label="Icon" maxBytes={100} />);
    // The picker's input reports files with `input` events (the browser's own accept filter is bypassed here).
    fireEvent.input(fileInput(container), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText(/notes\.txt is not an image/)).toBeInTheDocument();
    fireEvent.input(fileInput(container), { target: { files: [png('big.png', 500)] } });
    expect(await screen.findByText(/big\.png is larger than/)).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('ImageField refuses a file that is no image by its bytes, whatever its name and declared type', async () => {
    serveUploads();
    const { user, container } = setup({ icon: '' }, <ImageField name="icon" label="Icon" />);
    // A script and a page named and declared as PNGs pass the picker's filter; their bytes do not.
    await user.upload(
      fileInput(container),
      new File(['fetch("/api/common/auth/user").then(alert)'], 'icon.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(/icon\.png is not an image of a supported type/)).toBeInTheDocument();
    await user.upload(
      fileInput(container),
      new File(['<!DOCTYPE html><script>alert(1)</script>'], 'page.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(/page\.png is not an image of a supported type/)).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
    // A real image is sent.
    await user.upload(fileInput(container), png('real.png'));
    await waitFor(() =>
      expect(api.requests()).toEqual(['POST /common/file/upload', 'POST /common/file/save-static']),
    );
  });

  it('ImageField judges the bytes against its own accepted types', async () => {
    serveUploads();
    const { user, container } = setup(
      { icon: '' },
      <ImageField name="icon" label="Icon" accept={['image/jpeg', 'image/png']} />,
    );
    // An SVG document declared as a JPEG: an image, but not of a type this field takes.
    await user.upload(
      fileInput(container),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText(/photo\.jpg is not an image of a supported type/)).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('ImageListField stops at a file that is no image, keeping those sent before it', async () => {
    serveUploads();
    const { user, submit, lastValues, container } = setup(
      { shots: [] },
      <ImageListField name="shots" label="Screenshots" max={3} />,
    );
    await user.upload(fileInput(container), [
      png('a.png'),
      new File(['alert(1)'], 'b.png', { type: 'image/png' }),
      png('c.png'),
    ]);
    expect(await screen.findByText(/b\.png is not an image of a supported type/)).toBeInTheDocument();
    expect(api.requests()).toEqual(['POST /common/file/upload', 'POST /common/file/save-static']);
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ shots: ['/api/static/1'] }));
  });

  it('ImageField shows the server refusal of an upload', async () => {
    api = fakeApi({
      'POST /common/file/upload': json(422, { message: 'Bad', errors: { file: ['The file is broken.'] } }),
    });
    const { user, container } = setup({ icon: '' }, <ImageField name="icon" label="Icon" />);
    await user.upload(fileInput(container), png());
    expect(await screen.findByText('The file is broken.')).toBeInTheDocument();
  });

  it('ImageListField adds several images, reorders them with the arrows and removes one', async () => {
    serveUploads();
    const { user, submit, lastValues, container } = setup(
      { shots: ['/a.png'] },
      <ImageListField name="shots" label="Screenshots" max={3} />,
    );
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    await user.upload(fileInput(container), [png('b.png'), png('c.png')]);
    await waitFor(() => expect(screen.getByText('3 of 3')).toBeInTheDocument());
    expect(screen.getByText(/The limit of 3 images is reached/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move image 3 earlier' }));
    await submit();
    await waitFor(() =>
      expect(lastValues()).toEqual({ shots: ['/a.png', '/api/static/2', '/api/static/1'] }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await submit();
    await waitFor(() => expect(lastValues()).toEqual({ shots: ['/api/static/2', '/api/static/1'] }));
    const list = screen.getByRole('list', { name: 'Screenshots' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
