import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { useHydrated, useReaderTimeZone } from './use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  const zone = useReaderTimeZone();
  return <p>{hydrated ? `browser ${zone}` : `server ${zone ?? 'no zone'}`}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it("renders the server's values on the server and while hydrating, then the browser's", async () => {
  const html = renderToString(<Probe />);
  expect(html).toBe('<p>server no zone</p>');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const consoleError = vi.spyOn(console, 'error');
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe />, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  expect(recoverableErrors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.textContent).toBe(`browser ${Intl.DateTimeFormat().resolvedOptions().timeZone}`);
});
