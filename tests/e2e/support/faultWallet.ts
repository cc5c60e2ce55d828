/**
 * A FAULT DOUBLE, not a wallet: an EIP-6963 provider that answers with values no real wallet
 * sends on demand (garbage accounts, a non-numeric chain id), to show the kit survives them.
 * Installed with `page.addInitScript(faultWalletScript(...))` before the page's own scripts.
 */
export interface FaultWalletBehaviour {
  name: string
  rdns: string
  /** What `eth_requestAccounts` / `eth_accounts` answer. */
  accounts: unknown
  /** What `eth_chainId` answers. */
  chainId: unknown
}

export function faultWalletScript(behaviour: FaultWalletBehaviour): string {
  return `(() => {
    const behaviour = ${JSON.stringify(behaviour)};
    const listeners = {};
    const provider = {
      async request({ method }) {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return behaviour.accounts;
        if (method === 'eth_chainId') return behaviour.chainId;
        throw Object.assign(new Error('Unsupported method'), { code: 4200 });
      },
      on(event, listener) { (listeners[event] ??= []).push(listener); return provider },
      removeListener(event, listener) {
        listeners[event] = (listeners[event] ?? []).filter((entry) => entry !== listener); return provider
      },
      emit(event, value) { for (const listener of listeners[event] ?? []) listener(value) },
    };
    window.__faultWallet = provider;
    const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#c33"/></svg>');
    const info = Object.freeze({ uuid: crypto.randomUUID(), name: behaviour.name, icon, rdns: behaviour.rdns });
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  })()`
}

/** Hostile announcements: no info, a script URL as icon, a non-object provider. */
export const hostileAnnouncementsScript = `(() => {
  const send = (detail) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  const announceAll = () => {
    send(undefined);
    send({ info: null, provider: {} });
    send({ info: { uuid: 'x', name: 'Evil Icon', icon: 'javascript:alert(1)', rdns: 'evil.icon' }, provider: { request() {} } });
    send({ info: { uuid: 'y', name: 'No Provider', icon: 'data:image/png;base64,AA==', rdns: 'no.provider' }, provider: 42 });
  };
  window.addEventListener('eip6963:requestProvider', announceAll);
  announceAll();
})()`
