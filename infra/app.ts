import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';
import { CoachingStack } from './stack.js';

const app = new App();
// The media signing public key (README, "Video playback keys"); `-c mediaSigningPublicKey=<file>` points elsewhere.
const publicKeyFile = path.resolve(repoRoot, app.node.tryGetContext('mediaSigningPublicKey') ?? 'infra/keys/media-signing-public.pem');
const stack = new CoachingStack(app, 'CoachingStack', {
  // `cdk synth -c webAssetPath=<dir>` deploys a web build kept somewhere other than web/dist.
  webAssetPath: app.node.tryGetContext('webAssetPath'),
  // `-c siteUrl=https://www.example.in`: the address canonical and share links name, once the site has its own domain.
  siteUrl: app.node.tryGetContext('siteUrl'),
  mediaSigningPublicKeyPem: existsSync(publicKeyFile) ? readFileSync(publicKeyFile, 'utf8') : undefined,
});
Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
