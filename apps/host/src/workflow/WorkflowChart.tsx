import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A mermaid flowchart of `chart` (packages/protocol workflowChart). Mermaid is loaded
 * the first time a chart is drawn, so the app's first load does not carry it.
 */
export function WorkflowChart({ chart }: { chart: string }) {
  const { t } = useTranslation();
  const id = `workflow-chart-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setFailed(false);
    void (async () => {
      try {
        const { default: mermaid } = await import('mermaid');
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' });
        const rendered = await mermaid.render(id, chart);
        if (current) setSvg(rendered.svg);
      } catch {
        if (current) setFailed(true);
      }
    })();
    return () => {
      current = false;
    };
  }, [chart, id]);

  if (failed)
    return (
      <p role="alert" className="text-sm text-error">
        {t('The chart could not be drawn')}
      </p>
    );
  if (!svg)
    return (
      <p role="status" className="text-sm text-quiet">
        {t('Drawing the chart…')}
      </p>
    );
  return (
    <figure
      aria-label={t('Workflow chart')}
      className="overflow-auto rounded-md border border-divider bg-surface p-2"
      // mermaid's own output with securityLevel 'strict': labels are escaped, scripts removed
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG mermaid rendered and sanitised
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
