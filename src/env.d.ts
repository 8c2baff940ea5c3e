/// <reference types="astro/client" />
import 'react';

declare module 'react' {
  // Invoker commands (command / commandfor) let a button open a <dialog> without JavaScript.
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
}

declare global {
  namespace App {
    interface Locals {
      services: import('./server/services.server.ts').Services;
      /** The signed-in admin-area user (set by src/middleware.ts), absent when signed out. */
      admin?: import('./server/sessions.server.ts').SessionUser;
    }
  }
}
