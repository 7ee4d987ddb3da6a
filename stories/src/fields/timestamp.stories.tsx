import { FieldPlayground } from '@muster/folder-engine/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Field editors/timestamp',
  component: FieldPlayground,
  args: { type: 'timestamp', state: 'empty' },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { state: 'filled' } };
export const Invalid: Story = { args: { state: 'invalid' } };
export const ReadOnly: Story = { args: { state: 'read-only' } };
export const Mandatory: Story = { args: { state: 'mandatory' } };
/** A filter's optional min and max (spec 000 §5): the picker offers 15 Jan – 31 Mar 2025 only. */
export const Limited: Story = { args: { limits: { min: '2025-01-15', max: '2025-03-31' } } };
export const LimitedMonths: Story = {
  args: { limits: { min: '2025-01-15', max: '2025-03-31' }, filterType: 'month' },
};
