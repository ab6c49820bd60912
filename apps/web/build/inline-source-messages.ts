import type { types as BabelTypes, PluginObj } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Babel plugin, run after Lingui's macro: replaces each English `message` the macro leaves in a
 * descriptor (`{ id, message }`, `<Trans id message>`) with its compiled form when it has
 * placeholders, plurals or tags, and leaves plain text as it is. Given a language's `translations`
 * (id → text), it puts the translation there instead: a page built in that language carries its own
 * words and downloads no catalog for them (ADR 0104). With `stripIds` (builds, which inline every
 * message), the id goes too: the runtime shows a descriptor's own message when no catalog has its
 * id, and the ids — six random characters each, hundreds of them — were ~0.7 KB of the home page's
 * compressed JavaScript. Dev and the tests keep them (dev loads Bangla's catalog by id).
 *
 * Why (ADR 0094): English is the source language and ships inline in the code, so the English
 * page needs no catalog at all. Lingui's runtime only interpolates compiled messages, and its
 * message compiler (a MessageFormat parser) is too big for the home page's budget; compiling here,
 * at build time, leaves the runtime nothing to parse. Plain strings need no compiling (the app
 * registers an identity compiler for them, lib/i18n/i18n.ts).
 */
export function inlineSourceMessages(
  { types: t }: { types: typeof BabelTypes },
  { translations = {}, stripIds = false }: { translations?: Record<string, string>; stripIds?: boolean } = {},
): PluginObj {
  const compiled = (id: string | undefined, source: string): BabelTypes.Expression | null => {
    const tokens = compileMessage((id === undefined ? undefined : translations[id]) ?? source);
    if (!tokens.every((token) => typeof token === 'string')) return t.valueToNode(tokens);
    const text = tokens.join('');
    return text === source ? null : t.stringLiteral(text);
  };
  return {
    name: 'best-bikes:inline-source-messages',
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const siblings = t.isObjectExpression(path.parent) ? path.parent.properties : [];
        const idProperty = siblings.find(
          (p): p is BabelTypes.ObjectProperty =>
            t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }),
        );
        if (!idProperty) return;
        const id = t.isStringLiteral(idProperty.value) ? idProperty.value.value : undefined;
        const replacement = compiled(id, value.value);
        if (replacement) path.get('value').replaceWith(replacement);
        if (stripIds && path.parentPath.isObjectExpression()) {
          path.parentPath
            .get('properties')
            .find((p) => p.node === idProperty)
            ?.remove();
        }
      },
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const opening = path.parent;
        if (!t.isJSXOpeningElement(opening) || !t.isJSXIdentifier(opening.name, { name: 'Trans' })) return;
        const idAttribute = opening.attributes.find(
          (a): a is BabelTypes.JSXAttribute =>
            t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'id' }),
        );
        const id = t.isStringLiteral(idAttribute?.value) ? idAttribute.value.value : undefined;
        const replacement = compiled(id, value.value);
        if (replacement) path.get('value').replaceWith(t.jsxExpressionContainer(replacement));
        if (stripIds && idAttribute && path.parentPath.isJSXOpeningElement()) {
          path.parentPath
            .get('attributes')
            .find((a) => a.node === idAttribute)
            ?.remove();
        }
      },
    },
  };
}
