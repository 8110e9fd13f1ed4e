// An image in the content profile of the rich-text editor (pages, news): a block with src, alt,
// width and height, as the server's content sanitizer keeps it (server/lib/sanitize-html.ts).
import { Node, mergeAttributes } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    contentImage: {
      insertContentImage: (attrs: {
        src: string;
        alt: string;
        width?: number | null;
        height?: number | null;
      }) => ReturnType;
    };
  }
}

export const ContentImage = Node.create({
  name: 'contentImage',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '' },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addCommands() {
    return {
      insertContentImage:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
