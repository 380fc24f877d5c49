import { Fragment } from 'react';
import { formatContent, type Inline } from './format-content';

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.bold ? (
          <strong key={i} className="font-semibold">
            {part.text}
          </strong>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * Module text as React elements only: strings go in as children, so a '<script>' in model output
 * is shown as those characters and never parsed as HTML.
 */
export function FormattedContent({ content }: { content: string }) {
  return (
    <div className="grid gap-3 wrap-break-word text-base leading-relaxed">
      {formatContent(content).map((block, i) => {
        if (block.kind === 'heading') {
          return (
            <h3 key={i} className="pt-2 text-lg font-semibold">
              <InlineText parts={block.text} />
            </h3>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List
              key={i}
              className={`grid gap-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
            >
              {block.items.map((item, j) => (
                <li key={j}>
                  <InlineText parts={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <InlineText parts={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
