import { rankWith } from '@muster/folder-engine';
import { type TabViewEntry, tabRank } from '../registry/tab-views';
import { useApp } from '../session/app-context';
import { OwnRecordForm } from './OwnRecordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** The user's own employee record ('profile'). */
function ProfileView() {
  const { settings } = useApp();
  return settings ? <OwnRecordForm folder="employees" id={settings.env.employees_id} /> : null;
}

export const settingsTabViews: TabViewEntry[] = [
  {
    kind: 'reset-password',
    tester: rankWith(tabRank.named, ({ name }) => name === 'reset_password'),
    View: ResetPasswordForm,
    title: (_name, _settings, _language, t) => t('Reset Password'),
  },
  {
    kind: 'profile',
    tester: rankWith(tabRank.named, ({ name }) => name === 'profile'),
    View: ProfileView,
    title: (_name, _settings, _language, t) => t('Update Profile'),
  },
];
