// The hostel's settings as the admin edits them: read from GET and saved with the
// server's own validation. Online only; devices read the synced copy through db/.
import type { HostelSettingsInput } from '@hostel/shared-schema';
import { menuApi } from '../../../lib/api';
import { useServerMutation, useServerQuery } from '../../../lib/server-query';

const SETTINGS = ['hostel-settings'] as const;

export function useEditableSettings() {
  return useServerQuery(SETTINGS, () => menuApi.settings());
}

export function useSaveSettings() {
  return useServerMutation((input: HostelSettingsInput) => menuApi.updateSettings(input));
}
