import { type KeyboardEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { chooseTabView } from '../registry/tab-views';
import { useApp } from '../session/app-context';
import { withoutTab, withTab } from './open-tabs';
import { tabTitle } from './tab-title';
import { useOpenTabs } from './tabs-context';

/**
 * /tabs/{name}: every tab opened stays open until closed; the first cannot be closed.
 * Hidden tabs stay mounted, so their screens keep what the user typed.
 */
export function TabHost() {
  const { t, i18n } = useTranslation();
  const { settings } = useApp();
  const navigate = useNavigate();
  const active = useParams()['*'] ?? '';
  const { tabs, setTabs, titles } = useOpenTabs();

  useEffect(() => {
    if (active) setTabs((open) => withTab(open, active));
  }, [active, setTabs]);

  if (!settings) return null;
  const shown = withTab(tabs, active);
  const panelId = (name: string) => `tab-panel-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

  const titleOf = (name: string) => titles[name] ?? tabTitle(name, settings, i18n.language, t);

  function close(name: string) {
    const { tabs: left, next } = withoutTab(shown, name, active);
    setTabs(() => left);
    if (next !== active) navigate(`/tabs/${next}`);
  }

  return (
    <div className="flex h-full flex-col">
      <div
        role="tablist"
        aria-label={t('Open tabs')}
        className="flex shrink-0 gap-1 overflow-x-auto border-b border-divider bg-surface px-2 pt-2"
      >
        {shown.map((name, index) => {
          const title = titleOf(name);
          const selected = name === active;
          const closable = index > 0;
          return (
            <div
              key={name}
              className={`flex shrink-0 items-center rounded-t-md border border-b-0 ${selected ? 'border-outline bg-page' : 'border-transparent'}`}
            >
              <Link
                to={`/tabs/${name}`}
                role="tab"
                aria-selected={selected}
                aria-controls={panelId(name)}
                // the tabs pattern's Delete closes a tab: the × below is for the mouse
                {...(closable && {
                  'aria-keyshortcuts': 'Delete',
                  onKeyDown: (event: KeyboardEvent) => event.key === 'Delete' && close(name),
                })}
                className={`px-3 py-2 text-sm max-sm:py-2.5 ${selected ? 'font-semibold text-brand' : 'text-label'}`}
              >
                {title}
              </Link>
              {closable && (
                // A tablist may hold tabs only (axe aria-required-children): the button is
                // hidden from assistive technology and the Tab key, which close with Delete.
                <button
                  type="button"
                  onClick={() => close(name)}
                  aria-hidden="true"
                  tabIndex={-1}
                  title={t('Close {{tab}}', { tab: title })}
                  className="mr-1 rounded px-1 text-secondary hover:bg-divider max-sm:min-h-10 max-sm:min-w-10"
                >
                  ×
                </button>
              )}
            </div>
          );
        })}
      </div>
      {shown.map((name) => {
        const { View } = chooseTabView(name, settings.env);
        return (
          <div
            key={name}
            id={panelId(name)}
            role="tabpanel"
            hidden={name !== active}
            className="min-h-0 flex-1 overflow-auto p-2 sm:p-4"
          >
            {/* every screen's level-one heading (axe); the tab above already shows it */}
            <h1 className="sr-only">{titleOf(name)}</h1>
            <View name={name} />
          </div>
        );
      })}
    </div>
  );
}
