// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '../../../src/renderer/src/ui/lazy-part';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('a part loaded on demand', () => {
  it('waits for its script the first time, and once preloaded renders at once, with no placeholder in between', async () => {
    let loads = 0;
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Part = lazyPart(() => {
      loads += 1;
      return new Promise<typeof Greeting>((resolve) => (arrive = resolve));
    });
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    arrive(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    view.unmount();

    await Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Grace" />
      </Suspense>,
    );
    // Synchronously, in the first commit: never the fallback.
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads).toBe(1);
  });
});
