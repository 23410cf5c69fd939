import { screen } from '@testing-library/react';
import { apiUpload } from '@citylens/shared';
import {
  installFakeApi,
  json,
  renderWithProviders,
  signInForTests,
} from '@citylens/shared/testing';
import { UploadPhotoPage } from '../features/upload-photo/components/UploadPhotoPage';

/**
 * What the upload page's tests share: a signed-in visitor, two cities from the API, a photo and
 * the page rendered through the providers. Each test file mocks `apiUpload` itself (jest.mock is
 * per file); `upload` is that mock. `uploadPhotoPageTests()` sets each test up and hands these out.
 */
export const upload = apiUpload as jest.MockedFunction<typeof apiUpload>;

const cities = [
  { id: 3, name: 'Paris', country: 'France' },
  { id: 4, name: 'Cape Town', country: 'South Africa' },
];

function setUpUploadPhotoPage() {
  upload.mockReset();
  signInForTests({ id: 7, username: 'mara', email: 'm@x.io', name: 'Mara Li' });
  installFakeApi({ 'GET /api/cities/': () => json(cities) });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
}

export const photo = (name = 'souk.jpg', type = 'image/jpeg', size = 2048) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
export const photoInput = () => screen.getByLabelText('Photo', { selector: 'input' });
export const formAlert = () => screen.getByRole('alert');

export function renderPage(fakeTimers = false) {
  if (fakeTimers) jest.useFakeTimers();
  return renderWithProviders(<UploadPhotoPage />, {
    route: '/lifestyle-photos',
    userEventOptions: fakeTimers
      ? { advanceTimers: jest.advanceTimersByTime, applyAccept: false }
      : { applyAccept: false },
  });
}

export async function fillValid(user: ReturnType<typeof renderPage>['user']) {
  await user.upload(photoInput(), photo());
  await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Souk at dusk');
  await screen.findByRole('option', { name: 'Paris, France' });
  await user.selectOptions(screen.getByLabelText('City', { selector: 'select' }), '3');
}

/** Signs in and fakes the API before each test, restores real timers after; the helpers. */
export function uploadPhotoPageTests() {
  beforeEach(setUpUploadPhotoPage);
  afterEach(() => jest.useRealTimers());
  return { upload, photo, photoInput, formAlert, renderPage, fillValid };
}
