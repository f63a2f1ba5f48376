/** Settings and the service credentials (never shown back, only their status). This domain's slice of the contract; src/shared/contract/index.ts merges every slice. */
import { z } from 'zod';
import { CredentialEnvironment, CredentialsStatus, Empty, method, Settings, SettingsPatch } from '../schemas';

export const settingsMethods = {
  'settings.get': method(Empty, Settings),
  'settings.update': method(SettingsPatch, Settings),
  'settings.setCredentials': method(
    z.object({ environment: CredentialEnvironment, clientId: z.string().trim().min(1).max(200), clientSecret: z.string().trim().min(1).max(500) }).strict(),
    CredentialsStatus,
  ),
} as const;
