import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import './testing/dom-shims';

afterEach(cleanup);

type StoryModule = Parameters<typeof composeStories>[0];

// Every story of the Storybook in stories/, rendered through its portable form.
const modules = import.meta.glob<StoryModule>('../../../stories/src/**/*.stories.tsx', { eager: true });

describe('every story', () => {
  it('was found', () => expect(Object.keys(modules).length).toBeGreaterThanOrEqual(30));

  describe.each(Object.entries(modules))('%s', (_path, module) => {
    const stories = Object.entries(composeStories(module)) as [string, ComponentType][];
    it.each(stories)('%s renders', (_name, Story) => {
      const { container } = render(<Story />);
      expect(container.querySelector('.muster-engine')).not.toBeNull();
    });
  });
});
