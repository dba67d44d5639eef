/** German texts of installing and updating the app. */
export const appInstallTexts = {
  updateAvailable: 'Neue Version verfügbar',
  update: 'Aktualisieren',
} as const;
