import type { types as BabelTypes, PluginObj } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Babel plugin, run after Lingui's macro: replaces each English `message` the macro leaves in a
 * descriptor (`{ id, message }`, `<Trans id message>`) with its compiled form when it has
 * placeholders, plurals or tags, and leaves plain text as it is.
 *
 * Why (ADR 0094): English is the source language and ships inline in the code, so the English
 * page needs no catalog at all. Lingui's runtime only interpolates compiled messages, and its
 * message compiler (a MessageFormat parser) is too big for the home page's budget; compiling here,
 * at build time, leaves the runtime nothing to parse. Plain strings need no compiling (the app
 * registers an identity compiler for them, lib/i18n/i18n.ts).
 */
export function inlineSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const compiled = (value: string): BabelTypes.Expression | null => {
    const tokens = compileMessage(value);
    if (tokens.length === 1 && typeof tokens[0] === 'string' && tokens[0] === value) return null;
    if (tokens.every((token) => typeof token === 'string')) return t.stringLiteral(tokens.join(''));
    return t.valueToNode(tokens);
  };
  return {
    name: 'best-bikes:inline-source-messages',
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const siblings = t.isObjectExpression(path.parent) ? path.parent.properties : [];
        const hasId = siblings.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }));
        if (!hasId) return;
        const replacement = compiled(value.value);
        if (replacement) path.get('value').replaceWith(replacement);
      },
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const opening = path.parent;
        if (!t.isJSXOpeningElement(opening) || !t.isJSXIdentifier(opening.name, { name: 'Trans' })) return;
        const replacement = compiled(value.value);
        if (replacement) path.get('value').replaceWith(t.jsxExpressionContainer(replacement));
      },
    },
  };
}
