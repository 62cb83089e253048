"""English wordings of session 46's helper e120: a cap on the service time one outage earns ("we will provide 3 hours of
service credit for each hour of downtime, not to exceed 24 hours for each incident"), read as the shortest outage that
counts (``min_outage_minutes`` 1440: every outage under a day dropped from a claim, its credit zeroed); and the cap of a
late hardware swap's credit ("... one (1) additional day of base fee for each hour past the deadline, up to 100 %",
CryptoServers, e119) read as the outage credits' cap.

Each positive has a paraphrase and a near miss beside it (the near misses pass on main too, said at each).
"""

import pytest

from tests.conftest import api_month, extracted_value
from tests.extract.test_real_en_e119 import CRYPTOSERVERS, GPU_LATE
# 8 GPUs at USD 1.00 a GPU-hour: 5,760 a month of 720 hours
from tests.sla.test_money_mo43 import GPU_FEE, HEAD, LOG_10H

CAPPED = ("We will provide 3 hours of service credit for each hour of downtime, not to exceed 24 hours for each "
          "incident.\n")
# ... paraphrased: the cap said of the credit by a verb of its own
CAPPED_PARAPHRASE = ("Each outage earns a credit of two hours of service per hour of downtime; the credit shall not "
                     "exceed 24 hours per outage.\n")


@pytest.mark.parametrize("text", [CAPPED, CAPPED_PARAPHRASE])
def test_a_cap_on_the_service_time_is_no_shortest_outage(reads, text):
    reads(text, "min_outage_minutes", None, language="en")  # main: 1440


@pytest.mark.parametrize("text, expected", [
    # near misses (pass on main too): a shortest outage said per incident, and one said with "not exceeding" or "do not
    # exceed" of the outages themselves, stay read
    ("Outages shorter than 5 minutes per incident are not counted.", 5),
    ("Outages not exceeding 5 minutes per incident are not counted toward service credits.", 5),
    ("Interruptions that do not exceed 5 minutes are not counted.", 5),
    ("Service credits apply only to outages that exceed 15 minutes.", 15),
])
def test_a_shortest_outage_stays(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


def test_a_10_hour_outage_is_claimed_and_capped_at_24_hours(tmp_path):
    month = api_month(tmp_path, HEAD + CAPPED, LOG_10H, "2026-06-01", **GPU_FEE)
    # 3 x 80 GPU-hours x 1.00 = 240.00 (30 hours of service), capped at 24 hours: 24/720 of 5,760 = 192.00
    assert (str(month.credit_amount), month.capped) == ("192.00", True)  # main: 0.00, the outage under "1440 minutes"


@pytest.mark.parametrize("text", [
    CRYPTOSERVERS,
    # ... paraphrased: a GPU replaced late, a share of the fee per hour of delay, capped
    GPU_LATE.replace("each hour of delay.", "each hour of delay, up to a maximum of 50%."),
])
def test_a_late_repairs_cap_is_no_cap_on_the_outage_credits(reads, text):
    reads(text, "credit_cap_pct", None, language="en")  # main: 100, 50


def test_the_outage_credits_own_cap_beside_a_late_repairs_is_read():
    # the month's cap stated in a sentence of its own is the outage credits' (main: 100, the late swap's)
    text = CRYPTOSERVERS + "Total credits in any month shall not exceed 50% of the monthly base fee.\n"
    extracted_value(text, "credit_cap_pct", 50, language="en")


@pytest.mark.parametrize("text, expected", [
    # near misses (pass on main too): a cap on the downtime credits, also where the sentence names a fix owed within hours
    ("Service credits for downtime shall not exceed 50% of the monthly fee.", 50),
    ("If we fail to fix an outage within 4 hours, you can claim credit of one day's service for every hour that your "
     "server is unavailable after the initial 4 hour period, up to 50% of the monthly fee.", 50),
])
def test_the_outage_credits_cap_stays(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")
