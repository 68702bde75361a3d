// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

afterEach(cleanup);

describe('AfterFirstPaint', () => {
  it('shows the fallback in the first commit, the content after it, and later screens whole at once', async () => {
    // Module state is the point: the document's first screen, then any later one.
    const seen: string[] = [];
    function Probe({ name }: { name: string }) {
      seen.push(name);
      return <p>{name}</p>;
    }
    render(
      <AfterFirstPaint fallback={<Probe name="placeholder" />}>
        <Probe name="below the fold" />
      </AfterFirstPaint>,
    );
    expect(await screen.findByText('below the fold')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    // The first commit (what the first paint shows) had the placeholder; the content came in a second render.
    expect(seen).toEqual(['placeholder', 'below the fold']);

    seen.length = 0;
    render(
      <AfterFirstPaint fallback={<Probe name="second placeholder" />}>
        <Probe name="next screen" />
      </AfterFirstPaint>,
    );
    expect(screen.getByText('next screen')).toBeTruthy();
    expect(seen).not.toContain('second placeholder');
  });
});
