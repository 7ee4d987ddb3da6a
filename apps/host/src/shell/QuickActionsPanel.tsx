import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { quickActions } from './quick-actions';

export function QuickActionsPanel() {
  const { t } = useTranslation();
  return (
    <ul>
      {quickActions.map((action) => (
        <li key={action.tab}>
          <Link to={`/tabs/${action.tab}`} className="block rounded px-2 py-1 text-sm hover:bg-slate-100">
            {t(action.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
