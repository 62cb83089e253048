"""English site wordings of session 35's helper e74, left over from e72/e73: a site named as the backup is no
location, the primary stays; a part after the place naming the terms it is held under keeps the place.

Each positive has a near miss beside it.
"""

import pytest

# (the wordings e73 left: its BIT case, https://www.bit.nl/en/about-bit/terms-and-policies/sla-addendum-colocation-bit-1,
# read the town before a part; these name a second, backup site, or the terms, in that part)
PRIMARY = "The Services are hosted in Frankfurt, the Provider's data centre in Berlin being the backup.\n"


@pytest.mark.parametrize("text, expected", [
    # the backup site after the primary one is no location: Frankfurt stands (it read Berlin, the backup site)
    (PRIMARY, "Frankfurt"),
    (PRIMARY.replace("being the backup", "as the disaster recovery site"), "Frankfurt"),
    ("The Services are hosted in Frankfurt, the Provider's secondary data centre in Berlin.\n", "Frankfurt"),
    ("The Services are hosted in Frankfurt with a failover facility in Berlin.\n", "Frankfurt"),
    ("The Services are hosted in Frankfurt; the Provider's data centre in Berlin serves as the failover site.\n",
     "Frankfurt"),
    # ... a backup site named alone is none either (it read Berlin)
    ("The Provider's data centre in Berlin serves as the backup.\n", None),
    ("The disaster recovery site is located in Berlin.\n", None),
    ("Backup site: Berlin\n", None),
    ("The Provider's data centre in Berlin, being the backup, is connected to the primary site by two links.\n", None),
    # ... near misses: the site named alone, the second site named as the primary one, backups of the data and backup
    # servers (no site) keep the place
    ("The Services are hosted in Berlin.\n", "Berlin"),
    ("The Equipment is placed in the Provider's data centre in Berlin.\n", "Berlin"),
    ("Site: Berlin\n", "Berlin"),
    (PRIMARY.replace("being the backup", "being the primary site"), "Berlin"),
    ("The Services are hosted in Frankfurt with daily backup.\n", "Frankfurt"),
    ("The primary and backup servers are hosted in Frankfurt.\n", "Frankfurt"),
])
def test_a_backup_site_is_no_location(reads, text, expected):
    reads(text, "location", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a part after the place naming the terms the site is held under keeps the place (it read none)
    ("The Equipment is located in Amsterdam, subject to the terms of this Agreement.\n", "Amsterdam"),
    ("The Equipment is located in Amsterdam, pursuant to the Order Form.\n", "Amsterdam"),
    ("The Equipment is located in Amsterdam, in accordance with the Order Form.\n", "Amsterdam"),
    ("The Equipment is located in Amsterdam, as set out in Section Four.\n", "Amsterdam"),
    # ... near misses: the same terms after no place, or after a forum, read none; a part naming a region still joins
    ("The Equipment is located in the Provider's facility, subject to the terms of this Agreement.\n", None),
    ("Disputes are settled by the courts located in Amsterdam, subject to the terms of this Agreement.\n", None),
    ("The Equipment is located in Amsterdam, Netherlands, subject to the terms of this Agreement.\n",
     "Amsterdam, Netherlands"),
])
def test_the_terms_a_site_is_held_under_keep_the_place(reads, text, expected):
    reads(text, "location", expected, language="en")
