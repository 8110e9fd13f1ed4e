// 'Install app' in the header (DESIGN.md section 8, "Install"): shown only when the browser has
// offered to install (beforeinstallprompt, kept by install-prompt.ts) and the app is not running
// installed already; a click opens the browser's own dialog, and the button goes away once the
// visitor has chosen or the app got installed. An icon button (named 'Install app', with a
// tooltip): a label does not fit beside the Dutch menu at any width, and on a phone it keeps the
// actions on the menu button's row. Light on purpose: it is in the entry chunk of every page.
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { promptInstall, useInstallOffer } from './install-prompt';
import './window-controls-overlay.css';

export function InstallAppButton() {
  const intl = useIntl();
  const offer = useInstallOffer();
  if (offer === 'hidden') return null;
  return (
    <Button
      appearance="subtle"
      icon={<ArrowDownloadRegular />}
      aria-label={intl.formatMessage({ id: 'pwa.install.button' })}
      // The native tooltip: a Fluent Tooltip would pull its positioning code into every page.
      title={intl.formatMessage({ id: 'pwa.install.hint' })}
      // Stays focusable while the browser's dialog is open, so focus comes back to it.
      disabledFocusable={offer === 'prompting'}
      data-testid="install-app"
      onClick={() => void promptInstall()}
    />
  );
}
