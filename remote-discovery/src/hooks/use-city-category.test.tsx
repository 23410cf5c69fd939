import { screen } from '@testing-library/react';
import { queryOptions } from '@citylens/shared/query';
import { renderWithProviders } from '@citylens/shared/testing';
import { useCityCategory } from './use-city-category';

interface Stop {
  name: string;
}

function Stops({ read }: { read: () => Promise<Stop[]> }) {
  const category = useCityCategory('Paris', {
    query: queryOptions({ queryKey: ['stops', 'Paris'], queryFn: read }),
    items: (stops) => stops,
    noun: 'stops',
    emptyTitle: 'No Stops Yet',
    emptyDescription: () => 'Be the first to add a stop',
  });
  if (category.placeholder) return category.placeholder;
  return (
    <ul>
      {category.items.map((stop) => (
        <li key={stop.name}>{stop.name}</li>
      ))}
    </ul>
  );
}

test('loading, then the list', async () => {
  renderWithProviders(<Stops read={() => Promise.resolve([{ name: 'Opéra' }])} />);
  expect(screen.getByText('Loading stops…')).toBeInTheDocument();
  expect(await screen.findByRole('listitem')).toHaveTextContent('Opéra');
});

test('empty: the title, the line and a way back to the city', async () => {
  renderWithProviders(<Stops read={() => Promise.resolve([])} />);
  expect(await screen.findByRole('heading', { name: 'No Stops Yet' })).toBeInTheDocument();
  expect(screen.getByText('Be the first to add a stop')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Paris' })).toHaveAttribute(
    'href',
    '/city/Paris',
  );
});

test('failure: the message, and retry reads again', async () => {
  const read = jest
    .fn<Promise<Stop[]>, []>()
    .mockRejectedValueOnce(new Error('down'))
    .mockResolvedValue([{ name: 'Opéra' }]);
  const { user } = renderWithProviders(<Stops read={read} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load stops. Please try again later.',
  );
  await user.click(screen.getByRole('button', { name: /try again|retry/i }));
  expect(await screen.findByRole('listitem')).toHaveTextContent('Opéra');
  expect(read).toHaveBeenCalledTimes(2);
});
