import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../session/app-context';
import { allowedQuickActions } from './quick-actions';

export function QuickActionsPanel() {
  const { t } = useTranslation();
  const { settings } = useApp();
  if (!settings) return null;
  const actions = allowedQuickActions(settings.env, settings.containers.folders.map);
  if (!actions.length) return <p className="px-2 py-1 text-sm text-label">{t('No quick actions')}</p>;
  return (
    <ul>
      {actions.map((action) => (
        <li key={action.tab}>
          <Link to={`/tabs/${action.tab}`} className="block rounded px-2 py-1 text-sm hover:bg-hover">
            {t(action.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
