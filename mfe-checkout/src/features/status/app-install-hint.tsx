/** Whether the page already runs as the installed app (then there is nothing to hint at). */
function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true
  );
}

export interface AppInstallHintProps {
  /** Config.enablePluginPWA. */
  pluginEnabled: boolean;
}

/**
 * A plain hint that the shop can be installed as an app. Install prompt and platform
 * instructions belong to the shell (remotes cannot import it); its footer link
 * 'App installieren' opens them, so the hint points there.
 */
export function AppInstallHint({ pluginEnabled }: AppInstallHintProps) {
  if (!pluginEnabled || isStandalone()) return null;
  return (
    <aside className="bw-status__section bw-status__install" aria-label="App installieren">
      <p>
        Tipp: Installieren Sie unsere App auf Ihrem Startbildschirm – so bestellen Sie beim nächsten
        Mal noch schneller. Eine Anleitung finden Sie über „App installieren“ am Ende der Seite.
      </p>
    </aside>
  );
}
