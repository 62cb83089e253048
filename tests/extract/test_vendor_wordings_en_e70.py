"""Real-world English wordings of session 34's helper e70: an uptime guarantee said to apply per item and not to the
whole invoice, its example left to illustrate the credit (Vultr's SLA, copied word for word by other hosts).

Each positive has a near miss beside it.
"""

import pytest

# https://www.vultr.com/legal/sla/ (quoted on lowendtalk.com/discussion/60655; the same words in LastHourHosting's and
# Dekopon Stack's SLAs): read no credit base, the credit's own words standing in the example after it
VULTR = ("Service Level Agreement\n\nThis uptime guarantee is applicable on a per-service-item basis and is not applied "
         "to Your entire invoice. For example, if You have fifty (50) servers with Us, and one (1) of those servers "
         "experiences downtime, any credit due to You under this uptime guarantee would be proportional to that one (1) "
         "server's downtime and not Your entire account with Us.\n")


@pytest.mark.parametrize("text, expected", [
    (VULTR, "unit"),
    ("Service Level Agreement\n\nThe availability guarantee applies per server and is not applied to the entire "
     "invoice.\n", "unit"),
    # ... near misses: what the guarantee does not cover, a discount not applied to the whole invoice, the guarantee
    # applied to the whole invoice
    ("Service Level Agreement\n\nThis uptime guarantee does not apply to the accessibility of our web property, DNS "
     "servers, API, or control panel.\n", None),
    ("Service Level Agreement\n\nVolume discounts are not applied to your entire invoice.\n", None),
    ("Service Level Agreement\n\nThe uptime guarantee is applied to your entire invoice.\n", None),
])
def test_a_guarantee_not_applied_to_the_entire_invoice_credits_the_unit(reads, text, expected):
    reads(text, "credit_base", expected, language="en")

