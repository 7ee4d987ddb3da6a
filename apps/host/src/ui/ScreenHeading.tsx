import { useTranslation } from 'react-i18next';
import { useApp } from '../session/app-context';
import { shownFolder } from '../session/shown-folder';
import { folderLabel } from '../shell/folder-label';

/**
 * A grid screen's level-one heading, its folder's label: read by assistive technology
 * (axe, issue #19 item 10), not shown, since the grids need every line of the screen and
 * the sidebar entry the user chose already names it.
 */
export function ScreenHeading({ folder }: { folder: string }) {
  const { i18n } = useTranslation();
  const { settings } = useApp();
  const definition = shownFolder(settings, folder);
  return <h1 className="sr-only">{definition ? folderLabel(definition, i18n.language) : folder}</h1>;
}
