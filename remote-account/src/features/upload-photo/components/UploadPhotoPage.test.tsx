/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiUpload, type LifestylePhoto } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import {
  renderWithProviders,
  resetBusForTests,
  setAuthStateForTests,
  installFakeApi,
  json,
  configureTestApi,
} from '@citylens/shared/testing';
import { UPLOAD_SUCCESS_CLEAR_MS, UploadPhotoPage } from './UploadPhotoPage';

jest.mock('@citylens/shared', () => ({
  ...jest.requireActual('@citylens/shared'),
  apiUpload: jest.fn(),
}));
const upload = apiUpload as jest.MockedFunction<typeof apiUpload>;

const cities = [
  { id: 3, name: 'Paris', country: 'France' },
  { id: 4, name: 'Cape Town', country: 'South Africa' },
];

beforeEach(() => {
  upload.mockReset();
  resetBusForTests();
  configureTestApi();
  setAuthStateForTests({
    status: 'signed-in',
    user: { id: 7, username: 'mara', email: 'm@x.io', name: 'Mara Li' },
    hasTokens: true,
  });
  installFakeApi({ 'GET /api/cities/': () => json(cities) });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.useRealTimers());

const photo = (name = 'souk.jpg', type = 'image/jpeg', size = 2048) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const photoInput = () => screen.getByLabelText('Photo', { selector: 'input' });
const formAlert = () => screen.getByRole('alert');

function renderPage(fakeTimers = false) {
  if (fakeTimers) jest.useFakeTimers();
  return renderWithProviders(<UploadPhotoPage />, {
    route: '/lifestyle-photos',
    userEventOptions: fakeTimers
      ? { advanceTimers: jest.advanceTimersByTime, applyAccept: false }
      : { applyAccept: false },
  });
}

async function fillValid(user: ReturnType<typeof renderPage>['user']) {
  await user.upload(photoInput(), photo());
  await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Souk at dusk');
  await screen.findByRole('option', { name: 'Paris, France' });
  await user.selectOptions(screen.getByLabelText('City', { selector: 'select' }), '3');
}

test('breadcrumb Home > Upload Photo; creator name pre-filled with the display name; cities from the API', async () => {
  renderPage();
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(crumbs).toHaveTextContent('Home');
  expect(crumbs).toHaveTextContent('Upload Photo');
  expect(screen.getByLabelText('Creator name', { selector: 'input' })).toHaveValue('Mara Li');
  expect(
    await screen.findByRole('option', { name: 'Cape Town, South Africa' }),
  ).toBeInTheDocument();
});

describe('file rules', () => {
  test('no photo: "Please select a photo to upload."', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(formAlert()).toHaveTextContent('Please select a photo to upload.');
  });

  test('a type other than jpeg, jpg, png, webp is refused', async () => {
    const { user } = renderPage();
    await user.upload(photoInput(), photo('map.gif', 'image/gif'));
    expect(formAlert()).toHaveTextContent(
      'File type not supported. Please select JPEG, JPG, PNG, WEBP files',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test.each([
    ['a.jpeg', 'image/jpeg'],
    ['a.jpg', 'image/jpg'],
    ['a.png', 'image/png'],
    ['a.webp', 'image/webp'],
  ])('%s is accepted and previewed', async (name, type) => {
    const { user } = renderPage();
    await user.upload(photoInput(), photo(name, type));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Preview of ${name}` })).toHaveAttribute(
      'src',
      'blob:preview',
    );
  });

  test('10 MB is accepted, 10 MB + 1 byte is refused', async () => {
    const { user } = renderPage();
    await user.upload(photoInput(), photo('big.png', 'image/png', 10 * 1024 * 1024));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(photoInput(), photo('bigger.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(formAlert()).toHaveTextContent('File size must be less than 10MB');
  });

  test('only the first file counts (picker or drop)', async () => {
    const { user } = renderPage();
    await user.upload(photoInput(), [
      photo('first.png', 'image/png'),
      photo('second.gif', 'image/gif'),
    ]);
    expect(screen.getByRole('img', { name: 'Preview of first.png' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: { files: [photo('dropped.webp', 'image/webp'), photo('x.txt', 'text/plain')] },
    });
    expect(screen.getByRole('img', { name: 'Preview of dropped.webp' })).toBeInTheDocument();
  });

  test('a drop without a file: "Please select a file"', () => {
    renderPage();
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [] } });
    expect(formAlert()).toHaveTextContent('Please select a file');
  });
});

test.each([
  ['Title', '', 'Title is required'],
  ['Title', 'ab', 'Title must be at least 3 characters long'],
  ['Title', 'x'.repeat(101), 'Title must be no more than 100 characters long'],
  ['Creator name', '', 'Creator name is required'],
  ['Creator name', 'M', 'Creator name must be at least 2 characters long'],
  ['Creator name', 'x'.repeat(51), 'Creator name must be no more than 50 characters long'],
])('%s %p → %s (the first error only, on its field)', async (label, value, message) => {
  const { user } = renderPage();
  await fillValid(user);
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(upload).not.toHaveBeenCalled();
});

test('no city: "Please select a city"', async () => {
  const { user } = renderPage();
  await user.upload(photoInput(), photo());
  await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Souk at dusk');
  await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
  expect(screen.getByLabelText('City', { selector: 'select' })).toHaveAccessibleDescription(
    'Please select a city',
  );
});

test('progress, then Processing..., then View My Photo in {city}; the success text leaves after 15 s', async () => {
  let report: (p: number) => void = () => undefined;
  let finish: (photo: LifestylePhoto) => void = () => undefined;
  upload.mockImplementation((_path, _form, opts) => {
    report = opts!.onProgress!;
    return new Promise((resolve) => (finish = resolve as (p: LifestylePhoto) => void));
  });
  const { user, queryClient } = renderPage(true);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Upload Photo' }));

  const [path, form] = upload.mock.calls[0]!;
  expect(path).toBe('/api/lifestyle-photos/');
  expect(form.get('title')).toBe('Souk at dusk');
  expect(form.get('creator_name')).toBe('Mara Li');
  expect(form.get('city')).toBe('3');
  expect((form.get('image') as File).name).toBe('souk.jpg');

  act(() => report(40));
  const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(screen.getByText('Uploading... 40%')).toBeInTheDocument();
  act(() => report(100));
  expect(bar).toHaveAttribute('aria-valuetext', 'Processing...');
  expect(within(bar.parentElement!).getByText('Processing...')).toBeInTheDocument();

  await act(async () => finish({ id: 50, title: 'Souk at dusk' } as LifestylePhoto));
  expect(await screen.findByText('Photo uploaded successfully!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View My Photo in Paris' })).toHaveAttribute(
    'href',
    '/city/Paris/lifestyle',
  );
  expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.lifestylePhotos.byCity('Paris') });
  expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.cities.content('Paris') });

  act(() => jest.advanceTimersByTime(UPLOAD_SUCCESS_CLEAR_MS - 1));
  expect(screen.getByText('Photo uploaded successfully!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Photo uploaded successfully!')).not.toBeInTheDocument();

  // Upload Another Photo: a fresh form.
  await user.click(screen.getByRole('button', { name: 'Upload Another Photo' }));
  expect(screen.getByLabelText('Title', { selector: 'input' })).toHaveValue('');
  expect(screen.getByLabelText('City', { selector: 'select' })).toHaveValue('');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test("a refused upload shows the server's words for the field, else the spec's fallback", async () => {
  const { ApiError } = jest.requireActual<typeof import('@citylens/shared')>('@citylens/shared');
  upload.mockRejectedValueOnce(
    new ApiError('Bad Request', 400, { title: ['Title must be at least 3 characters long'] }),
  );
  const { user } = renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
  const title = screen.getByLabelText('Title', { selector: 'input' });
  await waitFor(() =>
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('Title must be at least 3 characters long'),
    ),
  );
  expect(title).toHaveFocus();
  upload.mockRejectedValueOnce(new ApiError('Internal Server Error', 500, null));
  await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
});

describe('accessibility', () => {
  const submitButton = () => screen.getByRole('button', { name: 'Upload Photo' });

  test('a missing photo marks the photo input and takes focus there; the other fields stay valid', async () => {
    const { user } = renderPage();
    await user.click(submitButton());
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(photoInput()).toHaveAccessibleDescription('Please select a photo to upload.');
    expect(photoInput()).toHaveFocus();
    expect(screen.getByLabelText('Title', { selector: 'input' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  test.each([
    ['Title', 'input', 'Title is required'],
    ['Creator name', 'input', 'Creator name is required'],
  ])(
    'a %s error is tied to its own field, which gets focus, not to the photo input',
    async (label, selector, message) => {
      const { user } = renderPage();
      await fillValid(user);
      const field = screen.getByLabelText(label, { selector });
      await user.clear(field);
      await user.click(submitButton());
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field).toHaveFocus();
      expect(photoInput()).not.toHaveAttribute('aria-invalid');
      expect(photoInput()).not.toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getAllByText(message)).toHaveLength(1);
    },
  );

  test('Remove photo takes the preview away and gives focus to the photo picker', async () => {
    const { user } = renderPage();
    await user.upload(photoInput(), photo());
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(photoInput()).toHaveFocus();
  });

  test('a missing city is tied to the City select, which gets focus', async () => {
    const { user } = renderPage();
    await user.upload(photoInput(), photo());
    await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Souk at dusk');
    await user.click(submitButton());
    const city = screen.getByLabelText('City', { selector: 'select' });
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Please select a city');
    expect(city).toHaveFocus();
    expect(photoInput()).not.toHaveAccessibleDescription('Please select a city');
  });

  test('a failure with no field is a form alert, not tied to the photo input', async () => {
    upload.mockRejectedValueOnce(new Error('boom'));
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
    expect(photoInput()).not.toHaveAttribute('aria-invalid');
    expect(photoInput()).toHaveAccessibleDescription('');
  });

  test('progress is announced by phase (Uploading..., Processing...), never per percent', async () => {
    let report: (p: number) => void = () => undefined;
    upload.mockImplementation((_path, _form, opts) => {
      report = opts!.onProgress!;
      return new Promise(() => undefined);
    });
    const { user, container } = renderPage();
    const announced = () =>
      Array.from(
        container.querySelectorAll(
          '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]',
        ),
      )
        .map((el) => el.textContent ?? '')
        .join(' | ');
    await fillValid(user);
    expect(announced()).toBe('');
    await user.click(submitButton());

    expect(announced()).toBe('Uploading...');
    for (const p of [10, 11, 40, 90]) {
      act(() => report(p));
      expect(screen.getByText(`Uploading... ${p}%`)).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        String(p),
      );
      expect(announced()).toBe('Uploading...');
    }
    act(() => report(100));
    expect(announced()).toBe('Processing...');
  });
});
