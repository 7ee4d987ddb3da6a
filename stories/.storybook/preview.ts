import '@muster/folder-engine/styles.css';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: { layout: 'padded' },
};

export default preview;
