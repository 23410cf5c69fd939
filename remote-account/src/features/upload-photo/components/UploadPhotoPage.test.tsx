/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LifestylePhoto } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { UPLOAD_SUCCESS_CLEAR_MS } from './UploadPhotoPage';
import { uploadPhotoPageTests } from '../../../testing/upload-photo-page';

jest.mock('@citylens/shared', () => ({
  ...jest.requireActual('@citylens/shared'),
  apiUpload: jest.fn(),
}));

const { fillValid, formAlert, photo, photoInput, renderPage, upload } = uploadPhotoPageTests();

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
  // Pasted, not typed: the rule reads the value, and 101 keystrokes (each re-rendering the form)
  // outlasted the test's 15 s on a busy machine.
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
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
