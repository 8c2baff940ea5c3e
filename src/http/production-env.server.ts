/**
 * Imported first by main.server.ts, before anything loads React: without NODE_ENV the built
 * server ran React's development builds (key warnings, owner stacks, debug tasks), which the
 * profile showed at several times the production cost per render and held hundreds of MB
 * under concurrent renders (ADR 001). Set explicitly, e.g. NODE_ENV=development, it is kept.
 */
process.env.NODE_ENV ||= 'production';
