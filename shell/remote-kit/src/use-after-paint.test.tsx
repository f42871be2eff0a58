// A page's "painted" signal: nothing until its content shows, then once the browser has painted it.
import { act, render, screen } from '@testing-library/react';
import { useAfterPaint } from './use-after-paint';

function Probe({ shown }: { shown?: boolean }) {
  return <p>{useAfterPaint(shown) ? 'painted' : 'waiting'}</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('turns true a frame and a task after the first render', () => {
  render(<Probe />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByText('painted')).toBeInTheDocument();
});

it('waits for the content to show, and stays true afterwards', () => {
  const { rerender } = render(<Probe shown={false} />);
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByText('waiting')).toBeInTheDocument();
  rerender(<Probe shown />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByText('painted')).toBeInTheDocument();
  rerender(<Probe shown={false} />);
  expect(screen.getByText('painted')).toBeInTheDocument();
});
