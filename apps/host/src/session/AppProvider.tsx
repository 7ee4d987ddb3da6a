import type { BusinessSettings, SessionRecord } from '@muster/protocol';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AppContext, type AppState } from './app-context';
import { createChannel } from './channel';
import { clearStorage, readSession, writeSession } from './storage';

export function AppProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [session, setSession] = useState<SessionRecord | null>(readSession);
  const [settings, setSettings] = useState<BusinessSettings | null>(null);

  const leave = useCallback(() => {
    clearStorage();
    setSession(null);
    setSettings(null);
    navigate('/user-auth', { replace: true });
  }, [navigate]);

  // One channel for the app's lifetime; its expiry hook always runs the latest handler.
  const onExpired = useRef(() => {});
  onExpired.current = () => {
    toast.error(t('Session Expired Please Login again'));
    leave();
  };
  const [client] = useState(() => createChannel(() => onExpired.current()));

  const state: AppState = {
    client,
    session,
    settings,
    signIn(next) {
      writeSession(next);
      setSession(next);
    },
    setSettings,
    async signOut({ serverSide = true } = {}) {
      if (serverSide) {
        await client
          .run({ name: 'txn_user_logout', folder: 'sessions', client_props: { txn_op: 'Y' } })
          .catch((error: unknown) => console.warn('logout', error));
      }
      leave();
    },
  };
  return <AppContext.Provider value={state}>{children}</AppContext.Provider>;
}
