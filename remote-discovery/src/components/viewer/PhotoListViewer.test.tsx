import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@citylens/shared/testing';
import { useState } from 'react';
import { PhotoListViewer } from './PhotoListViewer';

const photos = [
  { title: 'Rain on the steps of Montmartre', url: '/media/seed/lifestyle/paris-4.jpg' },
  { title: 'Evening light at Canal Saint-Martin', url: '/media/seed/lifestyle/paris-5.jpg' },
  { title: 'Chess players in the Jardin du Luxembourg', url: '/media/seed/lifestyle/paris-6.jpg' },
];

function Viewer() {
  const [index, setIndex] = useState(0);
  return (
    <PhotoListViewer
      photos={photos}
      index={index}
      onShow={(photo) => setIndex(photos.indexOf(photo))}
      onClose={() => undefined}
      title={(photo) => photo.title}
      image={(photo) => photo.url}
    >
      {() => null}
    </PhotoListViewer>
  );
}

/** Every photo source set: the viewer's own, and those started in the background. */
let loaded: string[] = [];
beforeEach(() => {
  loaded = [];
  const setSrc = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!.set!;
  jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    url: string,
  ) {
    loaded.push(url);
    setSrc.call(this, url);
  });
});
afterEach(() => jest.restoreAllMocks());

test('after Next the photo and its caption change together, in a new picture element', async () => {
  const { user } = renderWithProviders(<Viewer />);
  const dialog = screen.getByRole('dialog', { name: photos[0]!.title });
  const first = within(dialog).getByRole('img');
  expect(first).toHaveAttribute('src', photos[0]!.url);
  expect(first).toHaveAccessibleName(photos[0]!.title);

  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  const second = within(await screen.findByRole('dialog', { name: photos[1]!.title })).getByRole(
    'img',
  );
  expect(second).toHaveAttribute('src', photos[1]!.url);
  expect(second).toHaveAccessibleName(photos[1]!.title);
  // The browser shows a reused <img> with its old photo until the new one loads: never reuse it.
  expect(first).not.toBeInTheDocument();
  expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
});

test('the photos either side start loading, so stepping shows them at once', () => {
  renderWithProviders(<Viewer />);
  expect(loaded).toEqual(expect.arrayContaining([photos[1]!.url, photos[2]!.url]));
});

test('the photo has its box before it loads, on a lit placeholder rather than black', () => {
  renderWithProviders(<Viewer />);
  const photo = screen.getByRole('img');
  const style = window.getComputedStyle(photo);
  expect(style.aspectRatio.replace(/ /g, '')).toBe('4/3');
  expect(style.backgroundColor).toBe('rgb(43, 36, 32)');
});

test('after Next the previous photo keeps its caption until the next photo is decoded, then both change', async () => {
  // The browser's decode(): settles once a picture can be painted at once.
  const decoded: Record<string, () => void> = {};
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      return new Promise<void>((resolve) => {
        decoded[this.getAttribute('src') ?? ''] = resolve;
      });
    },
  });
  try {
    const { user } = renderWithProviders(<Viewer />);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Not decoded yet: the first photo, its caption and its counter, all together.
    const waiting = screen.getByRole('dialog', { name: photos[0]!.title });
    expect(within(waiting).getByRole('img')).toHaveAttribute('src', photos[0]!.url);
    expect(within(waiting).getByRole('heading', { name: photos[0]!.title })).toBeInTheDocument();
    expect(within(waiting).getByText('1 of 3')).toBeInTheDocument();

    await act(async () => decoded[photos[1]!.url]!());
    const next = screen.getByRole('dialog', { name: photos[1]!.title });
    expect(within(next).getByRole('img')).toHaveAttribute('src', photos[1]!.url);
    expect(within(next).getByRole('img')).toHaveAccessibleName(photos[1]!.title);
    expect(within(next).getByRole('heading', { name: photos[1]!.title })).toBeInTheDocument();
    expect(within(next).getByText('2 of 3')).toBeInTheDocument();
  } finally {
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  }
});
