// Part of the server's build, after the compile and the asset copy: checks the prompt catalogue of dist/ in full
// (every output schema compiled) and records that it passed, so the server's start need not compile them again
// (see src/ai/catalogue/index.ts). A broken entry fails the build, as it would fail the start.
import { recordCatalogueCheck } from '../dist/ai/catalogue/index.js';

recordCatalogueCheck();
console.log('check-catalogue: the prompt catalogue compiles; recorded in dist/');
