import { App } from 'aws-cdk-lib';
import { buildApp } from './coaching-app.js';

buildApp(new App());
