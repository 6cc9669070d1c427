/**
 * OpenAPI 3.0 reads `enum` before `nullable` (3.0.3's clarification): `{ nullable: true, enum:
 * ['a'] }` refuses null, so a generated client throws on the nulls the contract allows. Zod's
 * openapi-3.0 output writes `.nullable()` enums that way; this adds `null` to each such enum, in
 * place. Example: { nullable: true, type: 'string', enum: ['pending'] } gets enum ['pending', null].
 */
export function allowNullInNullableEnums(node: unknown, depth = 0): void {
  if (!node || typeof node !== 'object' || depth > 200) return;
  if (Array.isArray(node)) {
    for (const item of node) allowNullInNullableEnums(item, depth + 1);
    return;
  }
  const schema = node as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  for (const value of Object.values(node)) allowNullInNullableEnums(value, depth + 1);
}
