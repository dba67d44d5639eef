/** Kept for the apps (`@kompass/shared/assistant-instructions`); the texts live in the contracts. */
export * from '@kompass/contracts/assistant-instructions';
