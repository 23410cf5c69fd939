/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen } from '@testing-library/react';
import { uploadPhotoPageTests } from '../../../testing/upload-photo-page';

jest.mock('@citylens/shared', () => ({
  ...jest.requireActual('@citylens/shared'),
  apiUpload: jest.fn(),
}));

const { fillValid, photo, photoInput, renderPage, upload } = uploadPhotoPageTests();

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
