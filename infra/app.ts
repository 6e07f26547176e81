import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { CoachingStack } from './stack.js';

const app = new App();
const stack = new CoachingStack(app, 'CoachingStack', {
  // `cdk synth -c webAssetPath=<dir>` deploys a web build kept somewhere other than web/dist.
  webAssetPath: app.node.tryGetContext('webAssetPath'),
});
Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
