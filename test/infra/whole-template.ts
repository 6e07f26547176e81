import { NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

// Synthesized CloudFormation is untyped JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CfnJson = any;

/**
 * The stack and its nested stacks as one template: each nested stack's resources join the parent's,
 * with every `Ref` to a parameter the parent passes in replaced by what the parent passes (so a table
 * ARN reads `Fn::GetAtt [Table…, Arn]` wherever it is used, as if there were one stack).
 */
export function wholeTemplate(stack: Stack): Template {
  const parent = Template.fromStack(stack).toJSON() as CfnJson;
  const merged = { ...parent, Resources: { ...parent.Resources } };
  for (const nested of stack.node.findAll().filter(NestedStack.isNestedStack)) {
    const nestedStack = nested as NestedStack;
    const resourceId = stack.getLogicalId(nestedStack.nestedStackResource!);
    const passed = (parent.Resources[resourceId]?.Properties?.Parameters ?? {}) as Record<string, CfnJson>;
    const resources = substitute(Template.fromStack(nestedStack).toJSON().Resources, passed) as Record<string, CfnJson>;
    for (const [id, resource] of Object.entries(resources)) {
      if (id in merged.Resources)
        throw new Error(`Logical id ${id} is used by the stack and its nested stack ${resourceId}`);
      merged.Resources[id] = resource;
    }
  }
  return Template.fromJSON(merged);
}

function substitute(value: CfnJson, passed: Record<string, CfnJson>): CfnJson {
  if (Array.isArray(value)) return value.map((item) => substitute(item, passed));
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === 'Ref' && typeof value.Ref === 'string' && value.Ref in passed)
      return passed[value.Ref];
    return Object.fromEntries(keys.map((key) => [key, substitute(value[key], passed)]));
  }
  return value;
}
