/** Component tests run twice, under React 19 (project "dom") and React 18 (project "react18"). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>clicked {n}</button>;
}

describe('component test harness', () => {
  it('renders and updates with the React of this project', async () => {
    expect(version.split('.')[0]).toBe(process.env.PAYKIT_REACT_MAJOR);
    expect(domVersion).toBe(version);
    render(<Counter />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('clicked 1');
  });
});
