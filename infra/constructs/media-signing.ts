import { KeyGroup, PublicKey } from 'aws-cdk-lib/aws-cloudfront';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The key pair for CloudFront signed /media/* URLs: the public half registered with CloudFront in a
 * key group, the private half in Secrets Manager (put there after deploy; the template holds no key).
 */
export class MediaSigning extends Construct {
  readonly keyGroup: KeyGroup;
  readonly publicKey: PublicKey;
  readonly privateKeySecret: Secret;

  constructor(scope: Construct, id: string, props: { publicKeyPem: string }) {
    super(scope, id);
    this.publicKey = new PublicKey(this, 'PublicKey', {
      encodedKey: props.publicKeyPem,
      comment: 'Verifies signed /media/* URLs for course videos',
    });
    this.keyGroup = new KeyGroup(this, 'KeyGroup', { items: [this.publicKey] });
    this.privateKeySecret = new Secret(this, 'PrivateKey', {
      description:
        'PEM private key matching the media signing public key; put it here after the first deploy (docs/deploying.md)',
    });
  }
}
