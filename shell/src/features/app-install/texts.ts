/** German texts of installing and updating the app. */
export const appInstallTexts = {
  updateAvailable: 'Neue Version verfügbar',
  update: 'Aktualisieren',
  offerTitle: 'Kompass installieren',
  offer: 'Kompass als App auf deinem Startbildschirm – schneller da, auch ohne Netz.',
  install: 'Installieren',
  notNow: 'Nicht jetzt',
  iosHint:
    'Tippe unten auf „Teilen“ und dann auf „Zum Home-Bildschirm“, um Kompass wie eine App zu öffnen.',
  understood: 'Verstanden',
} as const;
