import {
  daysUntilLabel,
  extractVideoId,
  formatLongDate,
  formatTime12,
  readingTime,
  videoEmbedUrl,
} from './format';

test('long dates in en-US; date-only strings keep their day in any time zone', () => {
  expect(formatLongDate('2026-11-21')).toBe('November 21, 2026');
  expect(formatLongDate('2025-01-01')).toBe('January 1, 2025');
  expect(formatLongDate(new Date(2026, 2, 5, 12).toISOString())).toBe('March 5, 2026');
  expect(formatLongDate('not a date')).toBe('');
  expect(formatLongDate(null)).toBe('');
});

test('long dates read as en-US long dates do, every day of several years', () => {
  const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  for (let day = new Date(2023, 0, 1); day.getFullYear() < 2029; day.setDate(day.getDate() + 1)) {
    expect(formatLongDate(day.toISOString())).toBe(intl.format(day));
  }
});

test('12-hour times', () => {
  expect(formatTime12('19:30')).toBe('7:30 PM');
  expect(formatTime12('19:30:00')).toBe('7:30 PM');
  expect(formatTime12('00:05:00')).toBe('12:05 AM');
  expect(formatTime12('12:00')).toBe('12:00 PM');
  expect(formatTime12('09:15')).toBe('9:15 AM');
  expect(formatTime12('later')).toBe('later');
});

test('reading time: words / 200 rounded up, at least 1', () => {
  expect(readingTime('')).toBe('1 min read');
  expect(readingTime('word '.repeat(200))).toBe('1 min read');
  expect(readingTime('word '.repeat(201))).toBe('2 min read');
  expect(readingTime('word\n'.repeat(999))).toBe('5 min read');
});

test('video ids from every link form; only 11 characters are valid', () => {
  const id = 'dQw4w9WgXcQ';
  for (const url of [
    `https://youtu.be/${id}`,
    `https://www.youtube.com/v/${id}`,
    `https://www.youtube.com/u/x/${id}`,
    `https://www.youtube.com/embed/${id}?rel=0`,
    `https://www.youtube.com/watch?v=${id}`,
    `https://www.youtube.com/watch?feature=share&v=${id}`,
  ]) {
    expect(extractVideoId(url)).toBe(id);
  }
  expect(extractVideoId('https://youtu.be/short')).toBeNull();
  expect(extractVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQQ')).toBeNull();
  expect(extractVideoId('https://example.com/video')).toBeNull();
  expect(extractVideoId(null)).toBeNull();
});

test('embed URL asks for autoplay and the highest quality', () => {
  expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe(
    'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&vq=hd2160&rel=0',
  );
});

test('days-until badge', () => {
  const now = new Date(2026, 10, 21, 23, 30);
  expect(daysUntilLabel('2026-11-21', now)).toBe('Today!');
  expect(daysUntilLabel('2026-11-22', now)).toBe('Tomorrow');
  expect(daysUntilLabel('2026-11-30', now)).toBe('9 days away');
  expect(daysUntilLabel('2026-12-01', now)).toBe('10 days away');
  expect(daysUntilLabel('2026-11-20', now)).toBeNull();
});
