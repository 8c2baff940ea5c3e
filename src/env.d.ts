/// <reference types="astro/client" />
import 'react';

declare module 'react' {
  // Invoker commands (command / commandfor) let a button open a <dialog> without JavaScript.
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
}

declare module 'astro' {
  // Registered by src/integrations/client-interaction.ts.
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

declare global {
  namespace App {
    interface Locals {
      services: import('./server/services.server.ts').Services;
      /**
       * Who is asking, resolved once per request behind TRUST_PROXY proxies
       * (src/http/client-address.server.ts): the full address (audit, sessions; null when
       * unknown), the key limits and throttles count by (IPv4 address or IPv6 /64), and whether
       * the visitor is on HTTPS. Never read X-Forwarded-* or Astro's `clientAddress` instead.
       */
      clientAddress: string | null;
      clientKey: string;
      https: boolean;
      /**
       * Resolves once the response has drained what it holds (at once when it holds little):
       * streamed bodies wait on it between chunks (src/server/platform/paced-stream.server.ts).
       * Absent where nothing streams (the page cache's renders).
       */
      responseDrained?: () => Promise<void>;
      /** The signed-in admin-area user (set by src/middleware/index.ts), absent when signed out. */
      admin?: import('./server/accounts/sessions.server.ts').SessionUser;
      /**
       * A session that is not signed in yet: its password was right and its second factor is
       * being asked for (stage 'factor'), or it must enrol one first (stage 'enrol').
       */
      pendingAdmin?: import('./server/accounts/sessions.server.ts').SessionUser;
    }
  }
}
